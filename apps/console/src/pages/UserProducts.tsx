import { useState } from 'react';
import { Badge, Tabs } from 'antd';
import {
  backofficeEndpoints,
  USER_PRODUCTS,
  type consoleUserProductRowSchema,
  type UserProduct,
} from '@tidemark/contracts';
import { time, useLoad, usePaged } from '../hooks';
import { useT, type TextKey } from '../i18n';
import { PagedTable } from '../components';
import { productSortOf, sortOrderOf } from './users.logic';
import type { z } from 'zod';

type ProductRow = z.infer<typeof consoleUserProductRowSchema>;

/** A user's orders and positions of every product, read only, one tab per product. */
export function UserProducts({ userId }: { userId: number }) {
  const t = useT();
  const { value } = useLoad(backofficeEndpoints.userProductCounts, {
    user_id: userId,
  });
  const counts = value?.counts ?? [];
  const total = (p: UserProduct) =>
    counts.filter((c) => c.product === p).reduce((s, c) => s + c.count, 0);
  return (
    <Tabs
      size="small"
      destroyOnHidden
      items={USER_PRODUCTS.map((p) => ({
        key: p,
        label: (
          <span data-testid={`product-tab-${p}`}>
            {t(`uprod.${p}` as TextKey)}{' '}
            <Badge count={total(p)} showZero={false} color="#8c8c8c" size="small" />
          </span>
        ),
        children: (
          <ProductTable
            userId={userId}
            product={p}
            statuses={counts.filter((c) => c.product === p).map((c) => c.status)}
          />
        ),
      }))}
    />
  );
}

/** Sorting and the status filter are the server's: the table only says what it wants. */
function ProductTable({
  userId,
  product,
  statuses,
}: {
  userId: number;
  product: UserProduct;
  statuses: string[];
}) {
  const t = useT();
  const [sort, setSort] = useState<{ sort: 'created_at' | 'amount'; order: 'asc' | 'desc' }>({
    sort: 'created_at',
    order: 'desc',
  });
  const [status, setStatus] = useState<string | undefined>();
  const list = usePaged(backofficeEndpoints.userProducts, {
    user_id: userId,
    product,
    status,
    ...sort,
  });
  const sortOrder = (col: 'created_at' | 'amount') => sortOrderOf(sort, col);
  return (
    <>
      <PagedTable<ProductRow>
        list={list}
        size="small"
        data-testid={`products-${product}`}
        onChange={(_p, filters, sorter) => {
          const f = filters.status?.[0];
          setStatus(typeof f === 'string' ? f : undefined);
          setSort(productSortOf(sorter));
        }}
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          {
            title: t('common.time'),
            key: 'created_at',
            sorter: true,
            sortOrder: sortOrder('created_at'),
            render: (_, r) => time(r.created_at),
          },
          { title: t('uprod.instrument'), dataIndex: 'instrument' },
          { title: t('uprod.side'), dataIndex: 'side' },
          {
            title: t('common.amount'),
            key: 'amount',
            sorter: true,
            sortOrder: sortOrder('amount'),
            render: (_, r) => `${r.amount} ${r.currency}`,
          },
          { title: t('uprod.price'), dataIndex: 'price' },
          { title: t('uprod.result'), dataIndex: 'result' },
          {
            title: t('common.status'),
            key: 'status',
            dataIndex: 'status',
            filterMultiple: false,
            filteredValue: status ? [status] : null,
            filters: statuses.map((s) => ({ text: s, value: s })),
          },
        ]}
      />
    </>
  );
}
