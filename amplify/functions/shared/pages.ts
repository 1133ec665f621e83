/**
 * DynamoDB answers a Query or Scan one page (at most 1 MB) at a time; these follow `LastEvaluatedKey` until the
 * last page. `read` sends the command with the given `ExclusiveStartKey` (undefined for the first page), with any
 * client: the Lambdas' document client, or the raw client the local backend, scripts and tests use.
 *
 *   for await (const items of pages((start) => db().send(new QueryCommand({ ...input, ExclusiveStartKey: start })))) …
 *
 * Leaving the loop early reads no further page.
 */
export type Page<Item> = { Items?: Item[]; LastEvaluatedKey?: Record<string, unknown> };

/**
 * The previous page's `LastEvaluatedKey`, handed back untouched as `ExclusiveStartKey`. Opaque here: a record of
 * `never` fits the key type of either client (the document client's plain values, the raw client's AttributeValues).
 */
export type StartKey = Record<string, never>;

export async function* pages<Item>(
  read: (start: StartKey | undefined) => Promise<Page<Item>>,
): AsyncGenerator<Item[], void, undefined> {
  let start: StartKey | undefined;
  do {
    const page = await read(start);
    yield page.Items ?? [];
    start = page.LastEvaluatedKey as StartKey | undefined;
  } while (start);
}

/** Every item of every page. */
export async function allItems<Item>(read: (start: StartKey | undefined) => Promise<Page<Item>>): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of pages(read)) items.push(...page);
  return items;
}
