// A Module Federation remote, built by the workspace's one recipe (tooling/federation/README.md).
import { remoteConfig } from '@memory/federation';

export default remoteConfig(import.meta.dirname);
