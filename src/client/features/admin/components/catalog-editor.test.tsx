// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { useCatalogEditor } from './catalog-editor';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

interface Item {
  id: string;
  name: string;
  on: boolean;
}
type Vars = { id: string; input: string } | { input: string };

function setup(outcome: 'ok' | Error, target: Item | 'new' | null = 'new') {
  const onClose = vi.fn();
  const mutate = vi.fn((_: Vars, on: { onSuccess: () => void; onError: (err: unknown) => void }) =>
    outcome === 'ok' ? on.onSuccess() : on.onError(outcome),
  );
  const hook = renderHook(
    ({ t }) =>
      useCatalogEditor({
        noun: 'Course',
        target: t,
        blank: { name: '', on: false },
        toForm: (i: Item) => ({ name: i.name, on: i.on }),
        save: { mutate, isPending: false },
        onClose,
      }),
    { initialProps: { t: target } },
  );
  return { ...hook, onClose, mutate };
}

describe('useCatalogEditor', () => {
  it('names a new item and binds fields by the noun', () => {
    const { result } = setup('ok');
    expect(result.current.dialog).toMatchObject({ open: true, title: 'Create Course', submitLabel: 'Create Course' });
    expect(result.current.text('name')).toMatchObject({ id: 'course-name', value: '' });
    act(() => result.current.text('name').onChange({ target: { value: 'Video' } }));
    act(() => result.current.toggle('on').onChange(true));
    expect(result.current.form).toEqual({ name: 'Video', on: true });
  });

  it('refills the form from each edited item and saves it with a toast', () => {
    const { result, rerender, onClose, mutate } = setup('ok', null);
    expect(result.current.dialog.open).toBe(false);
    rerender({ t: { id: 'c1', name: 'Light', on: true } });
    expect(result.current.dialog.title).toBe('Edit Course');
    expect(result.current.form).toEqual({ name: 'Light', on: true });
    act(() => result.current.submit({ id: 'c1', input: 'x' }));
    expect(mutate).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith('Course updated successfully');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal, or a fallback, in the dialog and a toast", () => {
    const { result } = setup(new Error('Title must not be empty'));
    act(() => result.current.submit({ input: 'x' }));
    expect(result.current.dialog.error).toBe('Title must not be empty');
    expect(toast.error).toHaveBeenCalledWith('Title must not be empty');
    act(() => result.current.fail(null));
    expect(result.current.dialog.error).toBe('Failed to create course');
  });
});
