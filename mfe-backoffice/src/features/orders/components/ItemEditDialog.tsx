import { useState } from 'react';
import type { ConfigurablePart, PartSelection, Product } from '@theke/domain';
import { translate, useQuery, useTranslation } from '@theke/ui';
import { Checkbox, Input, Select } from '@theke/ui/forms';
import { itemAmountOf, itemEditOf, toggledOption, withPartSelection, type ItemEdit } from '../order-edit';
import type { StaffOrderItem } from '../staff-order';
import { CommandDialog, type DialogProps } from './OrderDialogs';

function useProducts() {
  return useQuery<Product[]>({ queryKey: ['/api/products'], meta: { errorMessage: translate('messages.loadFailed') } });
}

function PartEditor({
  part,
  selection,
  onChange,
}: {
  part: ConfigurablePart;
  selection: PartSelection;
  onChange: (selection: PartSelection) => void;
}) {
  const { t } = useTranslation();
  const options = part.options ?? [];
  switch (part.type) {
    case 'select':
      return (
        <Select
          label={part.name}
          value={typeof selection === 'number' ? String(selection) : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
          options={[
            { value: '', label: t('orderDesk.itemDialog.none') },
            ...options.map((option, index) => ({ value: String(index), label: option.name })),
          ]}
        />
      );
    case 'multiselect':
      return (
        <fieldset>
          <legend>{part.name}</legend>
          {options.map((option, index) => (
            <Checkbox
              key={option.name}
              label={option.name}
              checked={Array.isArray(selection) && (selection as readonly unknown[]).includes(index)}
              onChange={() => onChange(toggledOption(selection, index))}
            />
          ))}
        </fieldset>
      );
    case 'text':
    case 'textarea':
      return (
        <Input label={part.name} value={typeof selection === 'string' ? selection : ''} onChange={(event) => onChange(event.target.value)} />
      );
    default:
      // Uploaded files stay as the guest sent them.
      return null;
  }
}

/** One line's amount and parts (`PUT /api/orders/{id}/items/{index}`); the server prices it again. */
export function ItemEditDialog({
  item,
  index,
  onClose,
  onCommand,
}: Omit<DialogProps, 'order'> & { item: StaffOrderItem; index: number }) {
  const { t } = useTranslation();
  const { data: products = [] } = useProducts();
  const product = products.find((candidate) => String(candidate.id) === String(item.product.id)) ?? null;
  const [edit, setEdit] = useState<ItemEdit>(() => itemEditOf(item, product));
  const [amountText, setAmountText] = useState(String(item.amount).replace('.', ','));
  const parts = product?.config?.parts ?? [];
  return (
    <CommandDialog
      title={t('orderDesk.itemDialog.title', { name: item.product.name })}
      submitLabel={t('orderDesk.actions.save')}
      onClose={onClose}
      onSubmit={() =>
        onCommand({
          kind: 'item',
          index,
          edit: { ...edit, amount: itemAmountOf(amountText, product, edit.unit) },
        })
      }
    >
      <Input
        label={t('orderDesk.itemDialog.amount')}
        inputMode="decimal"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        onBlur={() => setAmountText(String(itemAmountOf(amountText, product, edit.unit)).replace('.', ','))}
      />
      {parts.map((part, index) => (
        <PartEditor
          key={`${part.name}-${index}`}
          part={part}
          selection={edit.parts[index]}
          onChange={(selection) => setEdit(withPartSelection(edit, index, selection))}
        />
      ))}
    </CommandDialog>
  );
}
