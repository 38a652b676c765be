import { createSequelize } from './database';

const URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The pool size of a Sequelize made while `DATABASE_POOL_MAX` is `value` (nothing connects). */
async function poolMaxWith(value: string | undefined): Promise<number | undefined> {
  const before = process.env.DATABASE_POOL_MAX;
  if (value === undefined) delete process.env.DATABASE_POOL_MAX;
  else process.env.DATABASE_POOL_MAX = value;
  try {
    const sequelize = createSequelize({ url: URL });
    const max = sequelize.config.pool?.max;
    await sequelize.close();
    return max;
  } finally {
    if (before === undefined) delete process.env.DATABASE_POOL_MAX;
    else process.env.DATABASE_POOL_MAX = before;
  }
}

describe('database pool size', () => {
  it('is DATABASE_POOL_MAX when that is a positive integer, else 10', async () => {
    expect(await poolMaxWith('24')).toBe(24);
    expect(await poolMaxWith(undefined)).toBe(10);
    for (const wrong of ['0', '-3', '2.5', 'zehn', '']) expect(await poolMaxWith(wrong)).toBe(10);
  });

  it('is what the caller passes, whatever the environment says', async () => {
    const before = process.env.DATABASE_POOL_MAX;
    process.env.DATABASE_POOL_MAX = '24';
    try {
      const sequelize = createSequelize({ url: URL, poolMax: 4 });
      expect(sequelize.config.pool?.max).toBe(4);
      await sequelize.close();
    } finally {
      if (before === undefined) delete process.env.DATABASE_POOL_MAX;
      else process.env.DATABASE_POOL_MAX = before;
    }
  });
});
