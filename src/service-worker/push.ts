// push handlers: see the push engineer's branch
export function registerPushHandlers(_sw: ServiceWorkerGlobalScope): void {}
