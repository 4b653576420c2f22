// contracts-pure-loader.cjs (beside this test): browser builds mark the contracts' schema builder calls pure.
import { createRequire } from 'node:module';

const contractsPureLoader = createRequire(__filename)('./contracts-pure-loader.cjs') as (source: string) => string;

describe('contracts-pure-loader', () => {
  it('marks TypeBox builder calls and the schema helpers, nested ones too', () => {
    const out = contractsPureLoader("export const Memo = Type.Object({ id: Type.String(), tags: StringEnum(['a']) });");
    expect(out).toBe("export const Memo = /*#__PURE__*/ Type.Object({ id: /*#__PURE__*/ Type.String(), tags: /*#__PURE__*/ StringEnum(['a']) });");
  });

  it('leaves comments, strings, other calls and method names alone', () => {
    const source = [
      '/** e.g. StringEnum(["x"]) */',
      "// Type.Object( in a comment",
      "const label = 'Type.String(';",
      'const limit = clamp(Type);',
      'schema.Type.Object(1);',
    ].join('\n');
    expect(contractsPureLoader(source)).toBe(source);
  });
});
