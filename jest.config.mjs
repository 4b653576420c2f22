// One Jest 30 run for every frontend workspace (the server uses node:test instead).
import path from 'node:path';
import { createRequire } from 'node:module';
import { workspaceRemotes } from './tooling/federation/remote-routes.mjs';

const root = import.meta.dirname;

/**
 * ESM-only packages Jest (CJS) must transform. pnpm keeps real files under node_modules/.pnpm/<name>@<v>/,
 * so each name is matched both there ("<name>@" / "@scope+name@") and as node_modules/<name>/.
 */
const esmOnlyPackages = [
  'react-markdown', 'remark-[^/@]+', 'rehype-[^/@]+', 'unified', 'bail', 'trough', 'vfile[^/@]*', 'unist-[^/@]+',
  'mdast-[^/@]+', 'micromark[^/@]*', 'decode-named-character-reference', 'character-entities[^/@]*',
  'character-reference-invalid', 'is-alphanumerical', 'is-alphabetical', 'is-decimal', 'is-hexadecimal',
  'property-information', 'space-separated-tokens', 'comma-separated-tokens', 'hast-[^/@]+', 'html-url-attributes',
  'devlop', 'ccount', 'escape-string-regexp', 'markdown-table', 'longest-streak', 'zwitch', 'trim-lines',
  'is-plain-obj', 'estree-util-[^/@]+', 'html-void-elements', 'web-namespaces', 'stringify-entities',
  '@ungap[+/]structured-clone', 'until-async', 'rettime', 'nanoid', 'jose', 'oidc-client-ts',
  // @ant-design/icons 6 (CJS build) requires @ant-design/colors 8, which ships ESM only.
  '@ant-design[+/]colors', 'antd-img-crop',
  // file-type (the browser's check of picked files) and what it reads bytes with.
  'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer[+/][^/@]+', '@borewit[+/][^/@]+',
];
const antdImgCropEsm = path.join(
  path.dirname(createRequire(path.join(root, 'packages/design-system/package.json')).resolve('antd-img-crop')),
  'antd-img-crop.esm.js',
);
const esmAllowed = `(?:\\.pnpm/)?(?:${esmOnlyPackages.join('|')})(?:@|/)`;

/** Settings every project shares. */
const shared = {
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: [path.join(root, 'tooling/jest/setup.ts')],
  testMatch: ['<rootDir>/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
    '^.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' } } }],
    // Markdown as its source text (like rspack's asset/source), images as their file name, CSS as class names.
    '^.+\\.(md|css|png|jpe?g|gif|svg|webp)$': path.join(root, 'tooling/jest/asset-transform.cjs'),
  },
  // Let ESM-only dependencies (and any .mjs file) through; everything else in node_modules is CJS already.
  transformIgnorePatterns: [`/node_modules/(?!${esmAllowed})(?!.*\\.mjs$)`],
  // antd-img-crop's CJS build requires antd's ESM folder as if it were CJS (an object, not the component): use its
  // ESM build (transformed like the other ESM-only packages) and give it antd's CJS twins of those files.
  moduleNameMapper: { '^antd-img-crop$': antdImgCropEsm, '^antd/es/(.*)$': 'antd/lib/$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'md'],
};

const project = (dir, displayName = dir) => ({ ...shared, displayName, rootDir: path.join(root, dir) });

export default {
  // antd screens driven by user-event take seconds on a busy machine; the default 5 s flakes.
  testTimeout: 30000,
  projects: [
    project('shell'),
    ...workspaceRemotes.map((remote) => project(remote.folder)),
    project('packages/contracts', '@memory/contracts'),
    project('packages/api', '@memory/api'),
    project('packages/design-system', '@memory/design-system'),
    project('packages/remote-runtime', '@memory/remote-runtime'),
    // The build's own modules (Node side), with the tests beside them.
    { ...project('tooling/federation', '@memory/federation'), testEnvironment: 'node', setupFilesAfterEnv: [] },
  ],
};
