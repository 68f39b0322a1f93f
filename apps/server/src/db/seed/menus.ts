// The menu tree lives in the contract (packages/contract/src/menus/tree.ts), where its names
// become the MenuName union; the seed inserts it from there. This re-export keeps the tests that
// read the seeded tree from this path.
export { menuTree as menuSeed } from '@kc/contract';
