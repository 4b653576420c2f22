import { useState } from 'react';
import { Alert, Descriptions, InputNumber, Modal } from 'antd';
import { failureCause, useCreateOrderMutation } from '@memory/api';
import { ORDER_QUANTITY_MAX, ORDER_QUANTITY_MIN, orderTotalCents, type Order, type OrderTypeEntry } from '@memory/contracts';
import { yuan } from '../../membership/money';
import { failureText, orderTexts } from '../../membership/texts';

export interface BuyDialogProps {
  /** The card being bought; null keeps the dialog closed. */
  entry: OrderTypeEntry | null;
  onClose: () => void;
  onCreated: (order: Order) => void;
}

const clampQuantity = (value: number | null) =>
  Math.min(ORDER_QUANTITY_MAX, Math.max(ORDER_QUANTITY_MIN, Math.floor(value ?? ORDER_QUANTITY_MIN)));

/** 购买: quantity 1–99 and the total; 确定 creates the order. */
export function BuyDialog({ entry, onClose, onCreated }: BuyDialogProps) {
  const [count, setCount] = useState<number>(ORDER_QUANTITY_MIN);
  const [createOrder, { isLoading, error, reset }] = useCreateOrderMutation();

  /** Leaves the dialog clean for the next card. */
  function cancel() {
    setCount(ORDER_QUANTITY_MIN);
    reset();
    onClose();
  }

  async function submit() {
    if (!entry) return;
    const result = await createOrder({ type: entry.type, count });
    if ('data' in result && result.data) onCreated(result.data);
  }

  return (
    <Modal
      open={entry !== null}
      title={entry ? `购买${entry.name}` : '购买'}
      okText="确定"
      cancelText="取消"
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={cancel}
      destroyOnHidden
    >
      {entry ? (
        <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label="单价">{yuan(entry.price)}</Descriptions.Item>
          <Descriptions.Item label="数量">
            <InputNumber
              aria-label="数量"
              min={ORDER_QUANTITY_MIN}
              max={ORDER_QUANTITY_MAX}
              precision={0}
              value={count}
              onChange={(value) => setCount(clampQuantity(value))}
              onPressEnter={() => void submit()}
            />
          </Descriptions.Item>
          <Descriptions.Item label="总价">
            <strong data-testid="order-total">{yuan(orderTotalCents(entry.price, count))}</strong>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" title={failureText(orderTexts.createFailed, failureCause(error))} /> : null}
    </Modal>
  );
}
