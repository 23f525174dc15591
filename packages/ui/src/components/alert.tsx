import { Notice, type NoticeProps } from './notice';

/**
 * A notice that screen readers announce as soon as it appears (role="alert"), for outcomes of an
 * action such as the contact form's 'Missing Information' message.
 */
export function Alert({ variant = 'danger', ...props }: NoticeProps) {
  return <Notice variant={variant} role="alert" {...props} />;
}
