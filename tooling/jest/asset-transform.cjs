// Jest transform for non-code imports, mirroring what rspack gives the apps:
// .md → its text, images → their file name, CSS → a proxy whose class names are the keys asked for.
module.exports = {
  process(sourceText, sourcePath) {
    if (sourcePath.endsWith('.md')) return { code: `module.exports = ${JSON.stringify(sourceText)};` };
    if (sourcePath.endsWith('.css')) {
      return {
        code: "module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : key) });",
      };
    }
    return { code: `module.exports = ${JSON.stringify(sourcePath.split(/[\\/]/).pop())};` };
  },
};
