// Imported as '@memory/design-system/public-jar-card' (not the shared root): 知识市场, 商店 and 我的收藏 use it.
export * from './PublicJarCard';
