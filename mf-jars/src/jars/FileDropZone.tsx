import type { ReactNode } from 'react';
import { Spin, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';

interface FileDropZoneProps {
  accept: string;
  /** The file being sent, if any: the zone then says so instead of its invitation. */
  busyWith: string | null;
  busyText(fileName: string): string;
  busyHint: string;
  /** What may be dropped, and its limits (said before choosing). */
  hint: ReactNode;
  onFile(file: File): void;
}

/** Choose or drop one file; it goes up through the api (with the sign-in token), never antd's own request. */
export function FileDropZone({ accept, busyWith, busyText, busyHint, hint, onFile }: FileDropZoneProps) {
  return (
    <Upload.Dragger
      accept={accept}
      multiple={false}
      showUploadList={false}
      disabled={busyWith !== null}
      beforeUpload={(file) => {
        onFile(file);
        return Upload.LIST_IGNORE;
      }}
    >
      {busyWith !== null ? (
        <div role="status">
          <p className="ant-upload-drag-icon">
            <Spin />
          </p>
          <p className="ant-upload-text">{busyText(busyWith)}</p>
          <p className="ant-upload-hint">{busyHint}</p>
        </div>
      ) : (
        <>
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">点击选择文件，或把文件拖到这里</p>
          <p className="ant-upload-hint">{hint}</p>
        </>
      )}
    </Upload.Dragger>
  );
}
