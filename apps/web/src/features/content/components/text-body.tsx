import { Fragment } from 'react';
import { toParagraphs } from '../paragraphs';

/** A plain-text body as paragraphs of lines: text nodes only, never HTML. */
export function TextBody({
  body,
  className,
  testId,
  id,
}: {
  body: string;
  className?: string;
  testId?: string;
  id?: string;
}) {
  const paragraphs = toParagraphs(body);
  return (
    <div id={id} className={className} data-testid={testId}>
      {paragraphs.map((lines, index) => (
        <p key={index}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
