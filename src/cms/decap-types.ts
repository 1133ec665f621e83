/**
 * The part of Decap's preview API our templates use (decap-cms-core's own types are not reachable from
 * decap-cms-app's published package). `entry` is an Immutable.js Map.
 */
export type PreviewProps = {
  entry: { getIn(path: string[]): unknown; get(key: string): unknown };
  /** `field`: the field's configuration (an Immutable Map), so a field's own media folder is used. */
  getAsset(path: string, field?: unknown): { toString(): string };
  /** The collection's field configurations (an Immutable List of Maps). */
  fields?: unknown;
  /** Data of entries chosen in relation fields: `fieldsMetaData.getIn([field, collection, slug, key])`. */
  fieldsMetaData?: { getIn(path: string[]): unknown };
};

/** The little of Immutable.js's List and Map the previews read. */
export type ImmutableList = { find(predicate: (item: ImmutableMap) => boolean): ImmutableMap | undefined };
export type ImmutableMap = { get(key: string): unknown };
