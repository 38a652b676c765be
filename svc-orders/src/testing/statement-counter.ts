import type { QueryOptions, Sequelize } from 'sequelize';

interface TransactionRecord {
  count: number;
  writesOrders: boolean;
  statements: string[];
}

const ORDER_INSERT = /INSERT INTO "?orders"? /i;

/**
 * Counts the SQL statements Sequelize sends, grouped by transaction (issue 8 budget: at most
 * eight statements in the transaction that places an order). Tests keep the statements; the
 * benchmark only counts (`keepStatements: false`).
 */
export class StatementCounter {
  private readonly transactions = new Map<string, TransactionRecord>();
  /** Statements outside a managed transaction are transactions of one statement each. */
  private readonly singleStatementOrders: TransactionRecord[] = [];
  private outsideCount = 0;
  private readonly hookName = `statement-counter-${Math.random().toString(36).slice(2)}`;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly options: { keepStatements?: boolean } = {},
  ) {
    sequelize.addHook('afterQuery', this.hookName, (queryOptions: QueryOptions, query) => {
      // The Query instance carries the statement it ran; its type does not declare it.
      const sql = (query as unknown as { sql?: string }).sql ?? '';
      const id = (queryOptions.transaction as { id?: string } | null | undefined)?.id;
      if (!id) {
        this.outsideCount++;
        if (ORDER_INSERT.test(sql)) {
          this.singleStatementOrders.push({
            count: 1,
            writesOrders: true,
            statements: this.options.keepStatements === false ? [] : [sql],
          });
        }
        return;
      }
      const record = this.transactions.get(id) ?? { count: 0, writesOrders: false, statements: [] };
      record.count++;
      record.writesOrders ||= ORDER_INSERT.test(sql);
      if (this.options.keepStatements !== false) record.statements.push(sql);
      this.transactions.set(id, record);
    });
  }

  private placingRecords(): TransactionRecord[] {
    const inTransactions = [...this.transactions.values()].filter((record) => record.writesOrders);
    return [...inTransactions, ...this.singleStatementOrders];
  }

  /** The statements of each transaction that inserted an order. */
  orderTransactions(): string[][] {
    return this.placingRecords().map((record) => record.statements);
  }

  summary() {
    const placing = this.placingRecords().map((record) => record.count);
    const inTransactions = [...this.transactions.values()].reduce((sum, record) => sum + record.count, 0);
    return {
      ordersPlaced: placing.length,
      maxStatementsInPlacingTransaction: placing.length > 0 ? Math.max(...placing) : 0,
      avgStatementsInPlacingTransaction:
        placing.length > 0 ? placing.reduce((sum, count) => sum + count, 0) / placing.length : 0,
      allStatements: inTransactions + this.outsideCount,
    };
  }

  reset(): void {
    this.transactions.clear();
    this.singleStatementOrders.length = 0;
    this.outsideCount = 0;
  }

  stop(): void {
    this.sequelize.removeHook('afterQuery', this.hookName);
  }
}
