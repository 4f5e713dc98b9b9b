/** Runs `work` over the items, at most `limit` at a time: each lane takes the next item from one shared iterator. */
export async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = items.values();
  const lane = async () => {
    for (const item of queue) await work(item);
  };
  await Promise.all(Array.from({ length: limit }, lane));
}
