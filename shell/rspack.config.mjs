// The Module Federation host. It compiles in no remote: remotes.json tells it at runtime where each remote's
// mf-manifest.json lives (src/federation/; the whole boot path: tooling/federation/README.md).
import { hostConfig } from '@memory/federation';

// Static files that ship with the shell (remotes.json and config.json are the server's to generate).
export default hostConfig(import.meta.dirname, { staticFiles: ['favicon.svg', 'theme-boot.js', 'prerender-boot.js'] });
