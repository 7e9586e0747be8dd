import { useMediaQuery } from '@mantine/hooks';

/** True under Mantine's `sm` breakpoint (768 px), read on the first render so tables do not flash into cards. */
export const usePhone = (): boolean =>
  useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
