import { categoryDependents, tagDependents } from './entity-dependents';

/** Answers the gateway's lists as the back-office's `api.get` does (the envelope's data). */
const answering = (answers: Record<string, unknown>) => {
  const asked: string[] = [];
  const get = <T,>(url: string) => {
    asked.push(url);
    return url in answers ? Promise.resolve(answers[url] as T) : Promise.reject(new Error('404'));
  };
  return { get, asked };
};

describe('what depends on a category', () => {
  const menus = [
    { id: 1, name: 'Sommer', catalog: [{ id: 3, products: [] }, { id: 4, products: [{ id: 8 }] }] },
    { id: 2, name: null, catalog: [{ id: 4, products: [] }] },
    { id: 3, name: 'Winter', catalog: [{ id: 5, products: [{ id: 4 }] }] },
    { id: 4, name: 'Neu' },
  ];

  it('names every menu whose catalogue still lists the category, an unnamed one by its number', async () => {
    const { get, asked } = answering({ '/api/menus': menus });
    expect(await categoryDependents(4, get)).toEqual(['Menü „Sommer“', 'Menü „#2“']);
    expect(asked).toEqual(['/api/menus']);
  });

  it('names nothing for a category no menu lists, though a product of the same number is in one', async () => {
    const { get } = answering({ '/api/menus': menus });
    expect(await categoryDependents(8, get)).toEqual([]);
    expect(await categoryDependents(9, get)).toEqual([]);
  });

  it('passes a failed read of the menus on to the delete dialog', async () => {
    const { get } = answering({});
    await expect(categoryDependents(4, get)).rejects.toThrow('404');
  });
});

describe('what depends on a tag', () => {
  it('names every branch that still carries the tag', async () => {
    const { get, asked } = answering({
      '/api/branches': [
        { id: 1, name: 'Wien Mitte', tags: [{ id: 2 }, { id: 7 }] },
        { id: 2, name: 'Linz', tags: [{ id: 3 }] },
        { id: 3, name: 'Graz', tags: [{ id: 7 }] },
        { id: 4, name: 'Salzburg' },
      ],
    });
    expect(await tagDependents(7, get)).toEqual(['Filiale „Wien Mitte“', 'Filiale „Graz“']);
    expect(await tagDependents(5, get)).toEqual([]);
    expect(asked).toEqual(['/api/branches', '/api/branches']);
  });
});
