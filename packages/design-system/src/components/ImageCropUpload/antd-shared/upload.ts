// antd-img-crop imports antd/es/upload; the apps alias it here so it uses the one shared antd (theme, locale, weight).
import { Upload } from 'antd';

export default Upload;
