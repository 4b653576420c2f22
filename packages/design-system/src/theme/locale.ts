// antd and dayjs both speak zh-CN. dayjs is a shared singleton, so setting its global locale once is enough
// for the shell and every remote.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import zhCN from 'antd/locale/zh_CN';

dayjs.locale('zh-cn');

export const antdLocale = zhCN;
