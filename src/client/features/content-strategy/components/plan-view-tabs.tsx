import { LayoutGridIcon, TableIcon } from 'lucide-react';
import type * as React from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** A plan's two views, Table and Card, for the finished plan and the one being written alike. */
export function PlanViewTabs({ table, cards }: { table: React.ReactNode; cards: React.ReactNode }) {
  return (
    // Phones open on the cards: the table needs sideways scrolling there.
    <Tabs defaultValue={window.innerWidth < 768 ? 'cards' : 'table'} className="min-w-0 gap-4">
      <TabsList>
        <TabsTrigger value="table">
          <TableIcon aria-hidden />
          Table View
        </TabsTrigger>
        <TabsTrigger value="cards">
          <LayoutGridIcon aria-hidden />
          Card View
        </TabsTrigger>
      </TabsList>
      <TabsContent value="table" className="min-w-0">
        {table}
      </TabsContent>
      <TabsContent value="cards">{cards}</TabsContent>
    </Tabs>
  );
}
