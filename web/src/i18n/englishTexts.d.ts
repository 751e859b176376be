// locales/en.json split by vite.config.ts: `first` is every group but textGroups.ts's, `later` those groups.
declare module 'virtual:english-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
