/**
 * The charts of the statistics screen, each from the figures of its owner (ADR 0043): visits and
 * page views, orders and cancellations, revenue, working hours, the two heat maps, the top lists,
 * the funnel and orders per staff hour. Visitor figures are for administrators.
 */
import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  formatWorkingMinutes,
  type StatisticsPoint,
} from '@theke/domain';
import { formatMoney, useConfig, useTranslation } from '@theke/ui';
import { useStatistic, type StatisticsFilter } from '../api/use-statistics';
import {
  FUNNEL_STEPS,
  funnelTable,
  heatMapTable,
  ordersPerStaffHourTable,
  seriesTable,
  type FunnelStep,
  type HeatCell,
  type StatisticsAnswer,
} from '../statistics-figures';
import { formatCount, hoursOf } from '../statistics-format';
import type { StatisticsTable } from '../statistics-table';
import { ChartPanel, type PanelKind } from './ChartPanel';

interface PanelContext {
  filter: StatisticsFilter;
  timeZone: string;
  oneDay: boolean;
}

const csvName = (id: string, { filter }: PanelContext) =>
  `statistik-${id}-${filter.range.from}-${filter.range.to}.csv`;

function Panel(props: {
  id: string;
  title: string;
  kind: PanelKind;
  table: StatisticsTable | null;
  drawn?: StatisticsTable | null;
  isError: boolean;
  context: PanelContext;
}) {
  return <ChartPanel {...props} fileName={csvName(props.id, props.context)} />;
}

type Series = { label: string; format?: (value: number) => string; series: StatisticsPoint[] | undefined };

/** Series of one range side by side, once all have arrived. */
function useSeriesTable(context: PanelContext, columns: Series[]): StatisticsTable | null {
  const { t } = useTranslation();
  if (columns.some((column) => !column.series)) return null;
  return seriesTable(
    t('statistics.columns.time'),
    columns.map((column) => ({ ...column, series: column.series ?? [] })),
    context.filter.interval,
    context.timeZone,
    context.oneDay,
  );
}

function VisitsPanel({ context }: { context: PanelContext }) {
  const { t } = useTranslation();
  const visitors = useStatistic<StatisticsAnswer>('unique-visitors', context.filter);
  const views = useStatistic<StatisticsAnswer>('page-views', context.filter);
  const table = useSeriesTable(context, [
    { label: t('statistics.columns.visitors'), series: visitors.data?.series },
    { label: t('statistics.columns.pageViews'), series: views.data?.series },
  ]);
  return (
    <Panel
      id="visits"
      title={t('statistics.charts.visits')}
      kind="line"
      table={table}
      isError={visitors.isError || views.isError}
      context={context}
    />
  );
}

function OrdersPanel({ context }: { context: PanelContext }) {
  const { t } = useTranslation();
  const orders = useStatistic<StatisticsAnswer>('orders', context.filter);
  const canceled = useStatistic<StatisticsAnswer>('canceled-orders', context.filter);
  const table = useSeriesTable(context, [
    { label: t('statistics.columns.orders'), series: orders.data?.series },
    { label: t('statistics.columns.canceled'), series: canceled.data?.series },
  ]);
  return (
    <Panel
      id="orders"
      title={t('statistics.charts.orders')}
      kind="line"
      table={table}
      isError={orders.isError || canceled.isError}
      context={context}
    />
  );
}

function RevenuePanel({ context, currency }: { context: PanelContext; currency: string }) {
  const { t } = useTranslation();
  const revenue = useStatistic<StatisticsAnswer>('revenue', context.filter);
  const table = useSeriesTable(context, [
    {
      label: t('statistics.columns.revenue'),
      format: (value) => formatMoney(value, currency),
      series: revenue.data?.series,
    },
  ]);
  return (
    <Panel
      id="revenue"
      title={t('statistics.charts.revenue')}
      kind="bar"
      table={table}
      isError={revenue.isError}
      context={context}
    />
  );
}

function WorkingHoursPanel({ context }: { context: PanelContext }) {
  const { t } = useTranslation();
  const worked = useStatistic<StatisticsAnswer>('working-activities', context.filter);
  const table = useSeriesTable(context, [
    {
      label: t('statistics.columns.staffHours'),
      format: (hours) => formatCount(hours, 2),
      series: worked.data?.series.map((point) => ({ start: point.start, value: hoursOf(point.value) })),
    },
  ]);
  return (
    <Panel
      id="working-hours"
      title={t('statistics.charts.workingHours')}
      kind="bar"
      table={table}
      isError={worked.isError}
      context={context}
    />
  );
}

function HeatPanel({
  id,
  name,
  title,
  context,
}: {
  id: string;
  name: 'visitor-times' | 'order-times';
  title: string;
  context: PanelContext;
}) {
  const { t } = useTranslation();
  const times = useStatistic<{ cells: HeatCell[] }>(name, context.filter);
  const table = times.data ? heatMapTable(t('statistics.columns.weekday'), times.data.cells) : null;
  return <Panel id={id} title={title} kind="heat" table={table} isError={times.isError} context={context} />;
}

function PagesPanel({ context }: { context: PanelContext }) {
  const { t } = useTranslation();
  const pages = useStatistic<{ rows: Array<{ path: string; views: number; visitors: number }> }>(
    'pages',
    context.filter,
  );
  const table: StatisticsTable | null = pages.data
    ? {
        columns: [
          { label: t('statistics.columns.path') },
          { label: t('statistics.columns.views') },
          { label: t('statistics.columns.visitors') },
        ],
        rows: pages.data.rows.map((row) => [row.path, row.views, row.visitors]),
      }
    : null;
  return (
    <Panel
      id="pages"
      title={t('statistics.charts.pages')}
      kind="list"
      table={table}
      isError={pages.isError}
      context={context}
    />
  );
}

function PopularItemsPanel({ context, currency }: { context: PanelContext; currency: string }) {
  const { t } = useTranslation();
  const items = useStatistic<{
    rows: Array<{ product: { id: number; name: string }; quantity: number; gross: number }>;
  }>('popular-items', context.filter);
  const table: StatisticsTable | null = items.data
    ? {
        columns: [
          { label: t('statistics.columns.product') },
          { label: t('statistics.columns.quantity') },
          { label: t('statistics.columns.gross'), format: (value) => formatMoney(value, currency) },
        ],
        rows: items.data.rows.map((row) => [row.product.name, row.quantity, row.gross]),
      }
    : null;
  return (
    <Panel
      id="popular-items"
      title={t('statistics.charts.popularItems')}
      kind="list"
      table={table}
      isError={items.isError}
      context={context}
    />
  );
}

function FunnelPanel({ context }: { context: PanelContext }) {
  const { t } = useTranslation();
  const funnel = useStatistic<{ steps: Array<{ step: string; value: number }> }>('funnel', context.filter);
  const steps = Object.fromEntries(
    FUNNEL_STEPS.map((step) => [step, t(`statistics.funnelSteps.${step}`)]),
  ) as Record<FunnelStep, string>;
  const table = funnel.data
    ? funnelTable(
        {
          step: t('statistics.columns.step'),
          count: t('statistics.columns.count'),
          conversion: t('statistics.columns.conversion'),
          steps,
        },
        funnel.data.steps,
      )
    : null;
  // The bar chart shows the counts; the shares are in the table.
  const drawn = table
    ? {
        columns: table.columns.slice(0, 2),
        rows: table.rows.map((row) => [row[0], row[1] ?? 0] as [string, number]),
      }
    : null;
  return (
    <Panel
      id="funnel"
      title={t('statistics.charts.funnel')}
      kind="bar"
      table={table}
      drawn={drawn}
      isError={funnel.isError}
      context={context}
    />
  );
}

function OrdersPerStaffHourPanel({ context }: { context: PanelContext }) {
  const { t } = useTranslation();
  const orders = useStatistic<StatisticsAnswer>('orders', context.filter, { interval: 'hour' });
  const worked = useStatistic<StatisticsAnswer>('working-activities', context.filter, { interval: 'hour' });
  const table =
    orders.data && worked.data
      ? ordersPerStaffHourTable(
          {
            hour: t('statistics.columns.hour'),
            orders: t('statistics.columns.orders'),
            staffHours: t('statistics.columns.staffHours'),
            perStaffHour: t('statistics.columns.perStaffHour'),
          },
          orders.data.series,
          worked.data.series,
          context.timeZone,
        )
      : null;
  return (
    <Panel
      id="orders-per-staff-hour"
      title={t('statistics.charts.ordersPerStaffHour')}
      kind="bar"
      table={table}
      isError={orders.isError || worked.isError}
      context={context}
    />
  );
}

export function StatisticsPanels({
  filter,
  oneDay,
  isAdmin,
}: {
  filter: StatisticsFilter;
  oneDay: boolean;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const config = useConfig().data;
  const context: PanelContext = { filter, timeZone: config?.timeZone || DEFAULT_TIME_ZONE, oneDay };
  const currency = config?.currency || DEFAULT_CURRENCY;
  return (
    <>
      {isAdmin ? <VisitsPanel context={context} /> : null}
      <OrdersPanel context={context} />
      <RevenuePanel context={context} currency={currency} />
      <WorkingHoursPanel context={context} />
      <OrdersPerStaffHourPanel context={context} />
      {isAdmin ? (
        <HeatPanel
          id="visitor-times"
          name="visitor-times"
          title={t('statistics.charts.visitorTimes')}
          context={context}
        />
      ) : null}
      <HeatPanel
        id="order-times"
        name="order-times"
        title={t('statistics.charts.orderTimes')}
        context={context}
      />
      {isAdmin ? <PagesPanel context={context} /> : null}
      <PopularItemsPanel context={context} currency={currency} />
      {isAdmin ? <FunnelPanel context={context} /> : null}
    </>
  );
}

/** Worked minutes as staff read them on the cards: '7:30 h'. */
export const formatHours = (minutes: number) => `${formatWorkingMinutes(minutes)}\u00a0h`;
