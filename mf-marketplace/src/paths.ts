// Every page mf-marketplace owns (ARCHITECTURE.md §1). Absolute paths: the shell's history is the router's.
export const paths = {
  marketplace: '/marketplace',
  publicJar: '/marketplace/jar/:id',
  store: '/home/store',
  publishTasks: '/home/store/jar-publish-tasks',
  jarPublish: '/home/jars/:id/publish',
} as const;

// Pages of other remotes this one links to; reached through the shell's history like any other path.
export const otherRemotePaths = {
  /** 知识罐 (mf-jars): my jars, by role. */
  jars: '/home/jars',
  jarDetail: '/home/jars/:id',
  memberCards: '/home/member-cards',
} as const;

const fill = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id));

export const marketplacePaths = {
  publicJar: (id: string) => fill(paths.publicJar, id),
  publish: (jarId: string) => fill(paths.jarPublish, jarId),
  myJar: (jarId: string) => fill(otherRemotePaths.jarDetail, jarId),
  /** 我订阅的 in 知识罐. */
  subscribedJars: `${otherRemotePaths.jars}?role=BUYER`,
};
