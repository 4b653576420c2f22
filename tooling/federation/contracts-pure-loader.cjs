// Browser builds only (tooling/federation/app-config.mjs): marks @memory/contracts' schema builder calls pure, so that a schema the
// app never reads is dropped. The browser validates nothing with these schemas (the server does, from the same
// files); it imports the contracts for their constants, types and small functions. Unmarked, every TypeBox call at a
// module's top level counted as a side effect and stayed: each app downloaded the schemas of every contract file it
// touched (and the shell several copies), none of them ever read. A call whose result is used is kept as it was.
//
// `/*#__PURE__*/` before each `Type.X(` (TypeBox's builders allocate and return a schema object, nothing more) and
// before each call of schema-helpers.ts's builders, which are themselves made of Type calls. Nested calls are marked
// too: a pure call whose result is unused is dropped, but its arguments' side effects would stay.
// Comments and string literals are matched first and left as they are (a JSDoc example names StringEnum(...) too).
const SKIP = String.raw`\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\``;
const CALL = String.raw`(?<![\w.$])(?:Type\.[A-Z]\w*|StringEnum|Nullable|NonBlankText|PageOf|DataOf)\s*\(`;
const TOKEN = new RegExp(`(${SKIP})|(${CALL})`, 'g');

module.exports = function contractsPureLoader(source) {
  return source.replace(TOKEN, (match, skipped) => (skipped ? match : `/*#__PURE__*/ ${match}`));
};
