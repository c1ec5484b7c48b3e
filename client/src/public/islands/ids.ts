/** The id prefix of an island's own React root: `useId` values inside it match between server and browser. */
export const islandIdPrefix = (islandId: string) => `${islandId}-`;
