import { Card, Descriptions, Flex, Skeleton } from 'antd';
import { api, apiErrorMessage, putWithProgress, useAppDispatch, useGetCurrentUserQuery, useRequestAvatarUploadMutation, useUpdateUsernameMutation } from '@memory/api';
import { ImageCropUpload } from '@memory/design-system/image-crop-upload';
import { UsernameEditor } from './UsernameEditor';

/** 个人资料: avatar (a single image, round crop with zoom, rotation and aspect), username (未设置 when missing, editable) and the user ID. */
export function ProfileCard() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const [updateUsername] = useUpdateUsernameMutation();
  const [requestAvatarUpload] = useRequestAvatarUploadMutation();
  const dispatch = useAppDispatch();

  const saveUsername = async (username: string) => {
    try {
      await updateUsername({ username }).unwrap();
    } catch (error) {
      throw new Error(apiErrorMessage(error, '修改失败'));
    }
  };

  return (
    <Card title="个人资料">
      {isLoading || !user ? (
        <Skeleton avatar active paragraph={{ rows: 2 }} />
      ) : (
        <Flex gap={24} align="center" wrap>
          <div role="group" aria-label="头像">
            <ImageCropUpload
              shape="round"
              label={user.avatarUrl ? '更换头像' : '上传头像'}
              removable={false}
              value={user.avatarUrl ? { id: 'avatar', url: user.avatarUrl } : null}
              requestUpload={async (contentType) => (await requestAvatarUpload({ contentType }).unwrap()).data}
              putFile={putWithProgress}
              // The new avatarUrl comes from GET /users/me, the entry the top nav reads too.
              onChange={() => dispatch(api.util.invalidateTags(['User']))}
            />
          </div>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'username', label: '用户名', children: <UsernameEditor username={user.username} onSave={saveUsername} /> },
              { key: 'id', label: 'ID', children: <span data-testid="user-id">{user.id}</span> },
            ]}
          />
        </Flex>
      )}
    </Card>
  );
}
