import type { Catalog } from '../../catalog-types.ts';

export default {} satisfies Catalog<'admin'>;
