import type { ComponentProps } from 'react';

/** A Markdown list; a task list (GFM checkboxes) has the class Docusaurus gives it. */
export default function MDXUl({ className, ...props }: ComponentProps<'ul'>) {
  const classes = className?.includes('contains-task-list') ? `${className} clean-list` : className;
  return <ul className={classes} {...props} />;
}
