// Every page mf-marketplace owns, from its one declaration (../routes.json). Absolute paths: the shell's history
// is the router's. Pages of other apps are reached through hrefTo (@memory/contracts).
import { fillPath, hrefTo, pathsOf } from '@memory/contracts';
import declaration from '../routes.json';

export const paths = pathsOf(declaration.pages);

export const marketplacePaths = {
  publicJar: (id: string) => fillPath(paths.publicJar, id),
  publish: (jarId: string) => fillPath(paths.jarPublish, jarId),
  /** 我订阅的 in 知识罐 (mf-jars). */
  subscribedJars: `${hrefTo.jars}?role=BUYER`,
};
