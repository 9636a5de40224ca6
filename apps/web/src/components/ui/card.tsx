import type { HTMLAttributes, ReactNode } from 'react';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: 'section' (default, named by its heading or label), 'article', 'li', 'div'. */
  as?: 'section' | 'article' | 'li' | 'div';
  /** A card whose whole surface is one link or button: lifts on hover and focus. */
  isInteractive?: boolean;
  children: ReactNode;
};

/** A raised surface grouping one thing: a panel of the account, a plan, a summary. */
export function Card({
  as: Element = 'section',
  isInteractive = false,
  className,
  children,
  ...props
}: CardProps) {
  const look = isInteractive ? 'ui-card ui-card--interactive' : 'ui-card';
  return (
    <Element className={className ? `${look} ${className}` : look} {...props}>
      {children}
    </Element>
  );
}

/** A card's heading row: its title and, at the end, a badge or an action. */
export function CardHeader({ title, aside }: { title: ReactNode; aside?: ReactNode }) {
  return (
    <div className="ui-card__header">
      <h2 className="ui-card__title">{title}</h2>
      {aside}
    </div>
  );
}
