import { Avatar, Card, Descriptions, Flex, Skeleton } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { apiErrorMessage, useGetCurrentUserQuery, useUpdateUsernameMutation } from '@memory/api';
import { UsernameEditor } from './UsernameEditor';

/** 个人资料: avatar, username (未设置 when missing, editable) and the user ID. */
export function ProfileCard() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const [updateUsername] = useUpdateUsernameMutation();

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
          <span role="img" aria-label="头像">
            <Avatar size={72} src={user.avatarUrl ?? undefined} icon={<UserOutlined />} alt="" />
          </span>
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
