// Every page mf-marketplace owns (ARCHITECTURE.md §1). Absolute paths: the shell's history is the router's.
export const paths = {
  marketplace: '/marketplace',
  publicJar: '/marketplace/jar/:id',
  store: '/home/store',
  publishTasks: '/home/store/jar-publish-tasks',
  jarPublish: '/home/jars/:id/publish',
} as const;
