// Allocates until it runs out of memory while its module is evaluated.
const hoard = [];
for (;;) hoard.push(new Array(100000).fill(hoard.length));
