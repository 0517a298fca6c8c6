// Has named exports but no default export.
export const tools = [];
export function helper() {}
