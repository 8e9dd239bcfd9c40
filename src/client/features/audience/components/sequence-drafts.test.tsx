// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SequenceDrafts } from './sequence-drafts';

afterEach(cleanup);

describe('welcome emails while they are written', () => {
  it('show an email once its subject is there, its body as it grows, and skeletons up to three', () => {
    const { container } = render(
      <SequenceDrafts
        partial={{
          emails: [{ subject: 'Your checklist is here', body: 'Hi {{first_name}},' }, { body: 'No subject' }],
        }}
      />,
    );
    const emails = screen.getAllByTestId('sequence-draft-email');
    expect(emails).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Your checklist is here' })).toBeTruthy();
    expect(screen.getByText('Hi {{first_name}},')).toBeTruthy();
    expect(container.querySelectorAll('li[aria-hidden] [data-slot="skeleton"]')).toHaveLength(2);
  });

  it('ignore emails and bodies of the wrong type', () => {
    render(<SequenceDrafts partial={{ emails: [{ subject: 3 }, 'x', { subject: 'Day two', body: ['x'] }] }} />);
    expect(screen.getAllByTestId('sequence-draft-email')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Day two' })).toBeTruthy();
  });
});
