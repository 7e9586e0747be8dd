import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(async () => ({
  default: (await import('./ToastsContainer')).ToastsContainer,
}));

/**
 * The toasts. `notifications.show()` only writes to Mantine's store; the container that draws them (with its
 * transitions and scroll handling, ~10 KB gzip) loads with the first toast instead of with every first page
 * (docs/decisions/0040-web-bundle-split.md). Once loaded it stays mounted.
 */
export function Toasts(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
