import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** Mantine's toast container, in its own chunk (see Toasts). */
export function ToastsContainer(props: NotificationsProps) {
  return <Notifications {...props} />;
}
