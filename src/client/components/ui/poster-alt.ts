import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A poster's alternative text: 'Poster of {name}', or 'Poster' for a title without a name. */
export function posterAlt(t: (descriptor: MessageDescriptor) => string, name: string): string {
  return name
    ? t(msg({ message: `Poster of ${name}`, comment: '{name} is a title' }))
    : t(msg`Poster`);
}
