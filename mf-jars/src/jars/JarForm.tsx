import { useState, type ReactNode } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { JAR_DESCRIPTION_MAX_LENGTH, JAR_NAME_MAX_LENGTH } from '@memory/contracts';
import { putWithProgress } from '@memory/api';
import { ImageCropUpload, type CroppedImage } from '@memory/design-system/image-crop-upload';
import { useAttachmentTarget } from './useCoverUpload';

export interface JarFormValues {
  name: string;
  description: string;
  cover: CroppedImage | null;
}

export interface JarFormProps {
  initialValues?: JarFormValues;
  submitLabel: string;
  submitting: boolean;
  /** The failure to show above the buttons (创建失败 / 更新失败 with the server's reason). */
  error?: ReactNode;
  onSubmit(values: JarFormValues): void;
  onCancel(): void;
}

const empty: JarFormValues = { name: '', description: '', cover: null };

/** 创建知识罐 / 编辑: 名称 (required, ≤ 64), 简介 (≤ 1024), 封面 cropped and uploaded before saving (SPEC §2, §5). */
export function JarForm({ initialValues = empty, submitLabel, submitting, error, onSubmit, onCancel }: JarFormProps) {
  const [form] = Form.useForm<JarFormValues>();
  const [uploading, setUploading] = useState(false);
  const requestUpload = useAttachmentTarget();

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSubmit({ ...values, name: values.name.trim(), description: values.description?.trim() ?? '' })}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        name="name"
        label="名称"
        rules={[
          { required: true, whitespace: true, message: '请输入知识罐名称' },
          { max: JAR_NAME_MAX_LENGTH, message: `名称最多 ${JAR_NAME_MAX_LENGTH} 个字` },
        ]}
      >
        <Input maxLength={JAR_NAME_MAX_LENGTH} showCount placeholder="例如：唐诗三百首" />
      </Form.Item>
      <Form.Item name="description" label="简介" rules={[{ max: JAR_DESCRIPTION_MAX_LENGTH, message: `简介最多 ${JAR_DESCRIPTION_MAX_LENGTH} 个字` }]}>
        <Input.TextArea maxLength={JAR_DESCRIPTION_MAX_LENGTH} showCount autoSize={{ minRows: 3, maxRows: 8 }} placeholder="介绍一下这个知识罐" />
      </Form.Item>
      <Form.Item name="cover" label="封面" valuePropName="value">
        <ImageCropUpload requestUpload={requestUpload} putFile={putWithProgress} label="上传封面" onUploadingChange={setUploading} />
      </Form.Item>
      {error}
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={uploading}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Flex>
    </Form>
  );
}
