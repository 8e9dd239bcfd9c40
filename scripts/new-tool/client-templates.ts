import type { ToolNames } from './names';

/** The files a new tool gets in src/client/features/<name>, keyed by path. */
export function clientFiles(n: ToolNames): Record<string, string> {
  const dir = `src/client/features/${n.kebab}`;
  const shared = `'../../../../shared/${n.kebab}'`;
  return {
    [`${dir}/api/keys.ts`]: `import { toolKeys } from '@/lib/query-keys';

export const ${n.camel}Keys = toolKeys('${n.kebab}');

/** What a generation or a delete makes stale; set \`metered\` when the tool spends a monthly quota. */
export const ${n.camel}List = { all: ${n.camel}Keys.all, metered: false };
`,
    [`${dir}/api/get-${n.kebab}-list.ts`]: `import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { ${n.camel}Keys } from './keys';

/** GET /api/${n.kebab}: the user's saved results, newest first. */
export const get${n.pascal}List = () => unwrap(api['${n.kebab}'].$get());

export const ${n.camel}ListQueryOptions = () =>
  queryOptions({ queryKey: ${n.camel}Keys.all, queryFn: get${n.pascal}List });

export const use${n.pascal}List = () => useQuery(${n.camel}ListQueryOptions());
`,
    [`${dir}/api/create-${n.kebab}.ts`]: `import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { T${n.pascal}Input } from ${shared};
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { ${n.camel}List } from './keys';

/** POST /api/${n.kebab}: generates a result and saves it. */
export const create${n.pascal} = (input: T${n.pascal}Input) => unwrap(api['${n.kebab}'].$post({ json: input }));

export function useCreate${n.pascal}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create${n.pascal},
    onSettled: () => invalidateAfterChange(queryClient, ${n.camel}List, 'generated'),
  });
}
`,
    [`${dir}/api/delete-${n.kebab}.ts`]: `import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { ${n.camel}List } from './keys';

/** DELETE /api/${n.kebab}/:id */
export const delete${n.pascal} = (id: string) => unwrap(api['${n.kebab}'][':id'].$delete({ param: { id } }));

export function useDelete${n.pascal}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delete${n.pascal},
    onSuccess: () => invalidateAfterChange(queryClient, ${n.camel}List, 'deleted'),
  });
}
`,
    [`${dir}/components/${n.kebab}-form.tsx`]: `import { LoaderCircleIcon, SparklesIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';
import { useCreate${n.pascal} } from '../api/create-${n.kebab}';

// The checks (zod) come after the page. Import only types from the shared module elsewhere in the
// page, or move the schema to a module of its own: a module is one chunk (docs/decisions/013).
const resolver = zodResolverOnDemand(() => import(${shared}).then((m) => m.Z${n.pascal}Input));

/** The tool's questions; the button stays disabled while a generation runs, so a double click spends once. */
export function ${n.pascal}Form() {
  const form = useForm({ resolver, defaultValues: { topic: '' } });
  const create = useCreate${n.pascal}();
  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => form.reset(),
      (error: unknown) => toast.error(errorMessage(error, '${n.title} could not be generated. Please try again.')),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={create.error?.message} />
      <FormField id="${n.kebab}-topic" label="Topic" error={form.formState.errors.topic?.message}>
        <Textarea rows={3} placeholder="e.g. Meal prep for night-shift nurses" {...form.register('topic')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <SparklesIcon aria-hidden />
          )}
          {create.isPending ? 'Generating...' : 'Generate'}
        </Button>
      </div>
    </form>
  );
}
`,
    [`${dir}/components/${n.kebab}-card.tsx`]: `import type { T${n.pascal} } from ${shared};
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { ConfirmDelete, type Deletion } from '@/components/saved-results/confirm-delete';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDelete${n.pascal} } from '../api/delete-${n.kebab}';

const deletion = (item: T${n.pascal}): Deletion => ({
  id: item.id,
  useRemove: useDelete${n.pascal},
  title: 'Delete this ${n.lower}?',
  description: 'It is removed for good.',
  label: 'Delete',
  deleted: 'Deleted successfully',
  failed: 'It could not be deleted. Please try again.',
});

/** One saved result; long words wrap instead of pushing the page sideways. */
export function ${n.pascal}Card({ item }: { item: T${n.pascal} }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <CardTitle className="min-w-0 wrap-anywhere text-lg">
          <h3>{item.result.title}</h3>
        </CardTitle>
        <ConfirmDelete of={deletion(item)} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid list-disc gap-1 pl-5">
          {item.result.points.map((point, i) => (
            <li key={i} className="wrap-anywhere">
              {point}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <time dateTime={item.created_at}>{new Date(item.created_at).toLocaleDateString()}</time>
          {item.offline && <OfflineComposerBadge />}
        </div>
      </CardContent>
    </Card>
  );
}
`,
    [`${dir}/pages/${n.kebab}-page.tsx`]: `import { ListError, ListLoading } from '@/components/saved-results/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { use${n.pascal}List } from '../api/get-${n.kebab}-list';
import { ${n.pascal}Card } from '../components/${n.kebab}-card';
import { ${n.pascal}Form } from '../components/${n.kebab}-form';

export function ${n.pascal}Page() {
  const list = use${n.pascal}List();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <title>${n.title} | Brandforge</title>
      <header className="grid gap-1">
        <h1 className="text-2xl sm:text-3xl">${n.title}</h1>
        <p className="text-muted-foreground">Say what it should work from, and get a result you can use.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>New ${n.lower}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <${n.pascal}Form />
        </CardContent>
      </Card>
      <section aria-labelledby="${n.kebab}-saved" className="grid gap-4">
        <h2 id="${n.kebab}-saved" className="text-lg">
          Saved
        </h2>
        {list.isPending ? (
          <ListLoading itemClassName="h-32" />
        ) : list.isError ? (
          <ListError message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className="text-muted-foreground">Nothing saved yet: your first result will appear here.</p>
        ) : (
          list.data.map((item) => <${n.pascal}Card key={item.id} item={item} />)
        )}
      </section>
    </div>
  );
}
`,
    [`tests/e2e/${n.kebab}.spec.ts`]: `import { expect, test } from './fixtures';

// Drive the screen as a person would: fill the form, generate, see the result, delete it, at 1280 and 390 px.
test('${n.lower}: generate a result and see it saved', async ({ page, user: _user }) => {
  await page.goto('/${n.kebab}');
  await expect(page.getByRole('heading', { level: 1, name: '${n.title}' })).toBeVisible();
  throw new Error('Write this flow for ${n.kebab} (see docs/adding-a-tool.md), then delete this line.');
});
`,
  };
}

/** The manifest entry the client gets; icon and description are the builder's to choose. */
export function clientManifestEntry(n: ToolNames): string {
  return `  {
    id: '${n.kebab}',
    path: '/${n.kebab}',
    title: '${n.title}',
    description: 'Say what it should work from, and get a result you can use.',
    icon: SparklesIcon,
    page: () => import('@/features/${n.kebab}/pages/${n.kebab}-page').then((m) => m.${n.pascal}Page),
  },
`;
}
