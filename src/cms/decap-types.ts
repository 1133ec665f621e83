/**
 * The part of Decap's preview API our templates use (decap-cms-core's own types are not reachable from
 * decap-cms-app's published package). `entry` is an Immutable.js Map.
 */
export type PreviewProps = {
  entry: { getIn(path: string[]): unknown; get(key: string): unknown };
  getAsset(path: string): { toString(): string };
  /** Data of entries chosen in relation fields: `fieldsMetaData.getIn([field, collection, slug, key])`. */
  fieldsMetaData?: { getIn(path: string[]): unknown };
};
