// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMission } from '../../../shared/mission';
import { SelectMissionDialog } from './select-mission-dialog';

const missions = vi.hoisted(() => ({ state: { isPending: false, data: [] as TMission[] } }));
vi.mock('@/lib/missions-query', () => ({ useMissions: () => missions.state }));

const mission = (id: string, statements: string[], at: string): TMission => ({
  id,
  statements,
  mission_text: statements.map((s, i) => `${i + 1}. ${s}`).join('\n'),
  offline: true,
  generated_at: at,
});

function BioPage() {
  const state = useLocation().state as { missionStatement?: string } | null;
  return <p>bio generator: {state?.missionStatement}</p>;
}

function renderDialog() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route
          path="/dashboard"
          element={<SelectMissionDialog to="/social-bio-generator" open onOpenChange={vi.fn()} />}
        />
        <Route path="/social-bio-generator" element={<BioPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('Select a Mission Statement', () => {
  it('lists the first line of each mission with its date, and Use This carries its statements', async () => {
    missions.state = {
      isPending: false,
      data: [
        mission('m2', ['I help B1.', 'I help B2.'], '2025-03-02T10:00:00Z'),
        mission('m1', ['I help A1.', 'I help A2.'], '2025-01-05T10:00:00Z'),
      ],
    };
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Select a Mission Statement' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['I help B1.', 'I help A1.']);
    expect(items[1]?.textContent).toContain('Generated on Jan 5, 2025');
    await userEvent.setup().click(screen.getAllByRole('button', { name: /^Use This/ })[1]!);
    expect(
      screen.getByText('bio generator: I help A1. I help A2.', { normalizer: (t) => t.replace(/\s+/g, ' ') }),
    ).toBeTruthy();
  });

  it('says so when there is nothing to choose', () => {
    missions.state = { isPending: false, data: [] };
    renderDialog();
    expect(screen.getByText('No mission statements available. Please generate one first.')).toBeTruthy();
  });
});
