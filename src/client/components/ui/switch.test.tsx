// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from '@/components/ui/switch';
import { cleanDomForEachTest } from './testing';

cleanDomForEachTest();

function Labelled({ onChange = () => undefined }: { onChange?: (on: boolean) => void }) {
  const [on, setOn] = React.useState(true);
  return (
    <>
      <Switch
        id="brand"
        checked={on}
        onCheckedChange={(next) => {
          setOn(next);
          onChange(next);
        }}
      />
      <label htmlFor="brand">Use my brand profile</label>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label, turned by a click on it or on the label and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Labelled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Use my brand profile' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Use my brand profile'));
    expect(toggle).toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('does not turn while disabled', async () => {
    const onChange = vi.fn();
    render(<Switch aria-label="Charts" checked={false} onCheckedChange={onChange} disabled />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Charts' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Charts' })).not.toBeChecked();
  });
});
