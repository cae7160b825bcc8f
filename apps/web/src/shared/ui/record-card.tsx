import type { HTMLAttributes } from 'react';

type RecordCardProps = Omit<HTMLAttributes<HTMLElement>, 'id'> & {
  /** How tests and journeys find this kind of record in a list. */
  testId: string;
  /** The record's id and status, written on the element so one record can be found and its state read. */
  id?: string | number;
  status?: string | number;
};

/**
 * One record in a list (an alert, a message, a margin position): an article that names its kind,
 * id and status as data attributes; other attributes (a click, more data attributes) pass through.
 */
export function RecordCard({ testId, id, status, children, ...rest }: RecordCardProps) {
  return (
    <article data-testid={testId} data-id={id} data-status={status} {...rest}>
      {children}
    </article>
  );
}
