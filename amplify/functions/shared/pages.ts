/**
 * DynamoDB answers a Query or Scan one page (at most 1 MB) at a time; these follow `LastEvaluatedKey` until the
 * last page. `read` sends the command with the given `ExclusiveStartKey` (undefined for the first page), with any
 * client: the Lambdas' document client, or the raw client the local backend, scripts and tests use.
 *
 *   for await (const items of pages((start) => db().send(new QueryCommand({ ...input, ExclusiveStartKey: start })))) …
 *
 * Leaving the loop early reads no further page.
 */
export type Page<Item, Key> = { Items?: Item[]; LastEvaluatedKey?: Key };

export async function* pages<Item, Key>(read: (start: Key | undefined) => Promise<Page<Item, Key>>): AsyncGenerator<Item[], void, undefined> {
  let start: Key | undefined;
  do {
    const page = await read(start);
    yield page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Every item of every page. */
export async function allItems<Item, Key>(read: (start: Key | undefined) => Promise<Page<Item, Key>>): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of pages(read)) items.push(...page);
  return items;
}
