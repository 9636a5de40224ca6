import type { ReactNode } from 'react';

/**
 * Nothing to show yet, and what to do next: a title, a line of explanation and the next
 * step (a link or a button), optionally under an icon.
 */
export function EmptyState({
  title,
  children,
  action,
  icon,
}: {
  title: string;
  children?: ReactNode;
  /** The next step: a link styled with `buttonClassName`, or a `Button`. */
  action: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="ui-empty" aria-label={title}>
      {icon && <div className="ui-empty__icon">{icon}</div>}
      <h2 className="ui-empty__title">{title}</h2>
      {children && <div className="ui-empty__text">{children}</div>}
      <div className="ui-empty__action">{action}</div>
    </section>
  );
}
