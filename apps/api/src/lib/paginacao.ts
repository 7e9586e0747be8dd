import type { Pagination } from '@consultorio/contracts/common';

/** The `pagination` block of a paged answer: the page asked, its size, the total and the last page (at least 1). */
export const paginationOf = (page: number, perPage: number, total: number): Pagination => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
